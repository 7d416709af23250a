"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { WebhookEndpointWithSecret } from "@/lib/admin-client/admin-types";
import { TextField } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { apiFieldErrors, type FieldErrors } from "../form-errors";
import { useAdminMutation } from "../use-admin-mutation";
import { SUBSCRIBABLE_EVENTS, WEBHOOK_EVENT_LABELS } from "@/components/webhook-vocabulary";

export function CreateEndpointDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [eventTypes, setEventTypes] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useAdminMutation(
    (body: unknown) =>
      adminEnvelope<WebhookEndpointWithSecret>("webhookEndpoint", "/api/admin/webhook-endpoints", {
        method: "POST",
        body,
      }),
    (endpoint) => {
      setUrl("");
      setDescription("");
      setEventTypes([]);
      onCreated(endpoint);
    },
  );
  const close = () => {
    setErrors({});
    create.reset();
    onClose();
  };
  const toggle = (type: string) =>
    setEventTypes((current) => (current.includes(type) ? current.filter((item) => item !== type) : [...current, type]));
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="New webhook endpoint"
      submitLabel="Create endpoint"
      pending={create.isPending}
      error={create.error}
      onSubmit={() => {
        if (!/^https?:\/\//.test(url.trim()))
          return setErrors({ url: "URL must be an http(s) address of your receiver" });
        setErrors({});
        create.mutate(
          { url: url.trim(), eventTypes, ...(description.trim() ? { description: description.trim() } : {}) },
          { onError: (error) => setErrors(apiFieldErrors(error)) },
        );
      }}
    >
      <TextField
        label="URL"
        name="url"
        type="url"
        value={url}
        error={errors.url}
        placeholder="https://pms.example.com/gatehouse"
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField
        label="Description"
        name="description"
        value={description}
        error={errors.description}
        hint="Optional, such as Concierge desk"
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-900">Events</legend>
        <p className="text-xs text-slate-500">None chosen: every event.</p>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {SUBSCRIBABLE_EVENTS.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={eventTypes.includes(type)}
                onChange={() => toggle(type)}
                className="mt-0.5 h-4 w-4 accent-indigo-600"
              />
              <span>
                {WEBHOOK_EVENT_LABELS[type]}
                <span className="block font-mono text-xs text-slate-500">{type}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
