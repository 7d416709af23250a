-- AlterTable
ALTER TABLE "webhook_endpoints" ADD COLUMN     "previousSecret" TEXT,
ADD COLUMN     "previousSecretExpiresAt" TIMESTAMP(3);

