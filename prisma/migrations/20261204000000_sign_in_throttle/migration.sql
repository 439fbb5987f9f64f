-- Sign-in protection (issue 14): failed sign-ins per account ("account:<handle>") and per client
-- address ("address:<ip>"). After a few failures each further attempt must wait a growing delay,
-- then the key is locked for a while; a successful sign-in clears its account's row.
-- CreateTable
CREATE TABLE "sign_in_throttle" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "last_failure_at" TIMESTAMP(3) NOT NULL,
    "locked_until" TIMESTAMP(3),

    CONSTRAINT "sign_in_throttle_pkey" PRIMARY KEY ("key")
);
