ALTER TABLE "money_documents" ALTER COLUMN "sequence" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "money_documents" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_numbered_ck" CHECK (("money_documents"."sequence" is null) = ("money_documents"."number" is null));--> statement-breakpoint
-- Decision 264: a money document is numbered as its transaction commits, not when it is inserted.
-- The counter row is the one place every settlement meets; locked at commit, it is held for the
-- length of a commit instead of the rest of the settlement (and the application's round trips).
CREATE FUNCTION "take_document_number"(p_series text, p_year text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
  INSERT INTO "document_series_counters" ("series", "financial_year", "next") VALUES (p_series, p_year, 2)
  ON CONFLICT ("series", "financial_year") DO UPDATE SET "next" = "document_series_counters"."next" + 1, "updated_at" = now()
  RETURNING "next" - 1 INTO taken;
  RETURN taken;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "number_money_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
  IF NEW."sequence" IS NOT NULL THEN
    RETURN NULL;
  END IF;
  taken := "take_document_number"(NEW."series", NEW."financial_year");
  UPDATE "money_documents"
    SET "sequence" = taken, "number" = NEW."series" || '/' || NEW."financial_year" || '/' || lpad(taken::text, 6, '0')
    WHERE "id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "money_documents_number" AFTER INSERT ON "money_documents"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "number_money_document"();
