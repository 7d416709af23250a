-- CreateTable
CREATE TABLE "keypad_throttles" (
    "deviceId" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "windowStartAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "lockLevel" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "keypad_throttles_pkey" PRIMARY KEY ("deviceId")
);

