-- Compound words in catalog search (docs/decisions/005-catalog-search.md, issue #11).
-- German writes "Schulrucksack", "Wanderrucksack", "Umhängetasche" as one word, so the word "rucksack" of a
-- search never matched them. hb_compound_tails gives the tails of a title's long words, marked with 'ǂ'
-- (a letter to the text-search parser, so a query names it exactly, and used by no catalog language):
-- "schulrucksack" → ǂulrucksack … ǂrucksack … ǂsack. A search in German, Polish or Russian also looks for
-- its words among these tails (search-terms.ts); a search in another language never does, so "ring" in
-- English does not find "Ohrringe".
-- A tail keeps ≥ 4 letters and leaves ≥ 3 in front; in Polish and Russian, whose compounds join their parts
-- with a vowel (лейк-о-пластырь, mini-masażer), the letter in front must be one of `linking`, which keeps
-- out "podpaski" → "paski" and "вакуумные" → "умные".
-- Function bodies name our own functions with their schema (see 0003_search_functions).
CREATE OR REPLACE FUNCTION hb_compound_tails(title text, linking text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000
AS $$
  SELECT coalesce(array_agg(DISTINCT 'ǂ' || substr(w.word, i)), '{}')
  FROM unnest(tsvector_to_array(to_tsvector('pg_catalog.simple'::regconfig, title))) AS w(word),
       generate_series(4, char_length(w.word) - 3) AS i
  WHERE char_length(w.word) >= 7
    AND w.word !~ '[-_.0-9]'
    AND (linking = '' OR strpos(linking, substr(w.word, i - 1, 1)) > 0)
$$;--> statement-breakpoint
-- The search document: hb_search_vector(doc) of 0003 plus the compound tails of the de, pl and ru titles.
-- It is not inlined (STRICT around coalesce), so the planner sees only its own COST: like hb_cjk_bigrams in
-- 0003 it must say what a row costs (~90 µs, measured on the demo catalog), or the planner scans the table
-- computing every row's document instead of asking the GIN index (300 ms instead of 1 ms on 3000 goods).
CREATE OR REPLACE FUNCTION hb_search_vector(doc text, titles jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 2000
AS $$
  SELECT public.hb_search_vector(doc) || array_to_tsvector(
    public.hb_compound_tails(coalesce(titles ->> 'de', ''), '')
    || public.hb_compound_tails(coalesce(titles ->> 'pl', ''), 'oi')
    || public.hb_compound_tails(coalesce(titles ->> 'ru', ''), 'ое'))
$$;
