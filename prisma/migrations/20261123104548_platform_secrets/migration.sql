-- CreateTable
CREATE TABLE "platform_secrets" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "platform_secrets_pkey" PRIMARY KEY ("name")
);

