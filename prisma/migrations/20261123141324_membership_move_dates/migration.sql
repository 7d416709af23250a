-- AlterTable
ALTER TABLE "unit_memberships" ADD COLUMN     "moveInOn" DATE,
ADD COLUMN     "moveOutOn" DATE;

