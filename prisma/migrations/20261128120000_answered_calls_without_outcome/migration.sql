-- A call a resident answered that then ended undecided (they hung up without a key, the visitor left, their 9 was
-- refused) was stored as unanswered. It was answered, and has no outcome, as such calls now get. The rollup triggers
-- move their counts at commit.
UPDATE "calls" SET "outcome" = NULL, "updatedAt" = now() WHERE "outcome" = 'unanswered' AND "answeredAt" IS NOT NULL;
