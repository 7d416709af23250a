-- AlterTable
ALTER TABLE "audit_logs" ADD COLUMN     "clientAddress" TEXT;

