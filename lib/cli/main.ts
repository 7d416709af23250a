import { z } from "zod";
import { exitOnBadConfig } from "../config/exit-on-bad-config";
import { seedDemoData } from "../seed/seed-demo-data";
import { createApiKeyCommand } from "./create-api-key-command";
import { openCliDatabase, type CliDatabase } from "./open-cli-database";

type Command = { usage: string; run: (cli: CliDatabase, args: string[]) => Promise<unknown> };

// Keyed by the words that name them, verb included, so a missing or unknown verb is refused before the database starts.
const commands: Record<string, Command> = {
  seed: {
    usage: "seed                      (re)apply the demo data",
    run: async ({ database }) => ({ seeded: await seedDemoData(database) }),
  },
  "api-keys create": {
    usage: "api-keys create --tenant <slug|platform> --scopes <a,b> --name <name> [--expires-at <ISO time>]",
    run: createApiKeyCommand,
  },
};

function usage(): string {
  return ["usage: npm run --silent cli -- <command>", "", ...Object.values(commands).map((c) => `  ${c.usage}`)].join(
    "\n",
  );
}

// Every command prints one JSON object on stdout; errors go to stderr with a non-zero exit.
async function main(argv: string[]): Promise<number> {
  const name = [argv.slice(0, 2).join(" "), argv[0] ?? ""].find((words) => Object.hasOwn(commands, words));
  if (!name) {
    console.error(usage());
    return 2;
  }
  exitOnBadConfig();
  const cli = await openCliDatabase();
  try {
    console.log(JSON.stringify(await commands[name].run(cli, argv.slice(name.split(" ").length)), null, 2));
    return 0;
  } finally {
    await cli.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const message =
      error instanceof z.ZodError
        ? error.issues.map((issue) => issue.message).join("; ")
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(JSON.stringify({ error: { message } }));
    process.exit(1);
  },
);
