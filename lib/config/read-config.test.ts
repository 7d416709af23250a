import { afterEach, describe, expect, it, vi } from "vitest";
import { assertConfig, config, ConfigError } from "./read-config";

afterEach(() => vi.unstubAllEnvs());

describe("configuration", () => {
  it("names every bad setting in one message", () => {
    vi.stubEnv("PORT", "eighty");
    vi.stubEnv("CORE_JWT_SECRET", "short");
    vi.stubEnv("LOG_LEVEL", "loud");
    vi.stubEnv("NEXTAUTH_URL", "ftp://example.com");
    let error: unknown;
    try {
      assertConfig();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain("\n");
    for (const name of ["PORT", "CORE_JWT_SECRET", "LOG_LEVEL", "NEXTAUTH_URL"]) expect(message).toContain(name);
    expect(message).toMatch(/^Gatehouse cannot start: .*Fix these settings/);
    expect(message).toContain("PORT must be a whole number");
  });

  it("types what it reads and treats an empty variable as unset", () => {
    vi.stubEnv("PORT", "4100");
    vi.stubEnv("ADMIN_PROXY_TIMEOUT_MS", "2500");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "");
    expect(config()).toMatchObject({ PORT: 4100, ADMIN_PROXY_TIMEOUT_MS: 2500 });
    expect(config().STRIPE_WEBHOOK_SECRET).toBeUndefined();
  });

  it("takes the scale bench's factors only rising from 1", () => {
    vi.stubEnv("BENCH_SCALE_FACTORS", "1,5,10");
    expect(config().BENCH_SCALE_FACTORS).toBe("1,5,10");
    for (const [list, issue] of [
      ["1,10,5", "each factor larger than the one before"],
      ["1,10,10", "each factor larger than the one before"],
      ["2,10", "starting with 1"],
    ]) {
      vi.stubEnv("BENCH_SCALE_FACTORS", list);
      expect(() => assertConfig()).toThrow(issue);
    }
  });

  it("sees a variable changed after the first read", () => {
    vi.stubEnv("TWILIO_AUTH_TOKEN", "first");
    expect(config().TWILIO_AUTH_TOKEN).toBe("first");
    vi.stubEnv("TWILIO_AUTH_TOKEN", "second");
    expect(config().TWILIO_AUTH_TOKEN).toBe("second");
  });
});
