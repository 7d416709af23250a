import type { CallWithEvents } from "@/lib/admin-client/admin-types";
import { Badge, type Tone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { DIAL_RESULT_LABELS } from "@/components/call-vocabulary";
import { Skeleton } from "@/components/ui/states";
import { DateTime } from "@/components/ui/date-time";

const RESULT_TONE: Record<CallWithEvents["rung"][number]["result"], Tone> = {
  answered: "green",
  ringing: "blue",
  "no-answer": "amber",
  busy: "amber",
  failed: "red",
  canceled: "slate",
};

// Who the intercom rang, in order, and what the call opened.
export function CallPeople({ call }: { call: CallWithEvents | undefined }) {
  const zone = call?.property.timezone;
  return (
    <Card title="Who was rung and what opened">
      <div className="grid gap-4 p-4 text-sm sm:grid-cols-2">
        <section aria-labelledby="rung-heading">
          <h3 id="rung-heading" className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Residents rung, in order
          </h3>
          {!call ? (
            <Skeleton className="h-16" />
          ) : call.rung.length === 0 ? (
            <p className="text-slate-600">
              {call.answeredBy
                ? `${call.answeredBy.name} answered; no dial log was recorded.`
                : call.answeredAt
                  ? "A resident answered; no dial log was recorded."
                  : "Nobody was rung."}
            </p>
          ) : (
            <ol className="flex flex-col gap-2" aria-label="Residents rung">
              {call.rung.map((step) => (
                <li key={`${step.order}-${step.resident.id}`} className="flex items-center justify-between gap-2">
                  <span>
                    <span className="mr-2 text-slate-600 tabular-nums">{step.order}.</span>
                    {step.resident.name}
                  </span>
                  <Badge tone={RESULT_TONE[step.result]}>{DIAL_RESULT_LABELS[step.result]}</Badge>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="opened-heading">
          <h3 id="opened-heading" className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            What opened
          </h3>
          {!call ? (
            <Skeleton className="h-16" />
          ) : call.doorOpens.length === 0 ? (
            <p className="text-slate-600">Nothing was opened from this call.</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Doors opened">
              {call.doorOpens.map((open) => (
                <li key={open.id} className="flex items-center justify-between gap-2">
                  <span>
                    {open.device?.name ?? "A removed device"}
                    <span className="block text-xs text-slate-600">
                      <DateTime value={open.occurredAt} timeZone={zone} />
                    </span>
                  </span>
                  <Badge tone={open.result === "granted" ? "green" : "red"}>
                    {open.result === "granted" ? "Opened" : humanizeResult(open.result)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Card>
  );
}

const humanizeResult = (result: string) => (result === "denied" ? "Refused" : "Alarm");
