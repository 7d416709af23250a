-- An attempt claims its delivery until this time before sending, so two runners of one attempt send once.
ALTER TABLE "webhook_deliveries" ADD COLUMN "inFlightUntil" TIMESTAMP(3);
