-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "clerkUpdatedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "clerkMembershipAt" TIMESTAMP(3),
ADD COLUMN     "clerkUpdatedAt" TIMESTAMP(3);

