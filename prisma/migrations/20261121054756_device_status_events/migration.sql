-- CreateTable
CREATE TABLE "device_status_events" (
    "id" TEXT NOT NULL,
    "deviceId" TEXT NOT NULL,
    "status" "DeviceStatus" NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "device_status_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "device_status_events_deviceId_occurredAt_idx" ON "device_status_events"("deviceId", "occurredAt");

-- CreateIndex
CREATE INDEX "device_status_events_occurredAt_idx" ON "device_status_events"("occurredAt");

-- AddForeignKey
ALTER TABLE "device_status_events" ADD CONSTRAINT "device_status_events_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

