-- AlterTable
ALTER TABLE "users" DROP COLUMN "failedLoginCount",
DROP COLUMN "lockedUntil";

