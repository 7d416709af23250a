-- AlterEnum
ALTER TYPE "DeviceCommandStatus" ADD VALUE 'expired';

-- AlterEnum
ALTER TYPE "AccessMethod" ADD VALUE 'device';

-- AlterEnum
ALTER TYPE "AccessResult" ADD VALUE 'alarm';

-- AlterTable
ALTER TABLE "devices" ADD COLUMN     "credentialHash" TEXT,
ADD COLUMN     "credentialsIssuedAt" TIMESTAMP(3),
ADD COLUMN     "firmware" TEXT;

-- AlterTable
ALTER TABLE "device_commands" ADD COLUMN     "acknowledgedAt" TIMESTAMP(3),
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "failureReason" TEXT,
ADD COLUMN     "sentAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "device_commands_status_expiresAt_idx" ON "device_commands"("status", "expiresAt");

