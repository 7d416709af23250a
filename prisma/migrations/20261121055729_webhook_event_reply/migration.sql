-- AlterTable
ALTER TABLE "webhook_events" ADD COLUMN     "reply" JSONB;

