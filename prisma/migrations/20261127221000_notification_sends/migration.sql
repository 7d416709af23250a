-- The targets a notification job has finished with, so a rerun of the job skips them.
CREATE TABLE "notification_sends" (
    "jobId" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_sends_pkey" PRIMARY KEY ("jobId","target")
);

CREATE INDEX "notification_sends_createdAt_idx" ON "notification_sends"("createdAt");
