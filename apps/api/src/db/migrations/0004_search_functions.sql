-- Greek-aware search keys. Every text a shopper can type (Greek with or without accents,
-- Greeklish in ELOT 743 or informal spellings, English) is reduced to one Latin phonetic
-- skeleton, so the product side and the query side meet; trigram similarity on the
-- skeleton then tolerates the remaining spelling variants and typos.
CREATE OR REPLACE FUNCTION shop_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    lower(input),
    'άέήίόύώϊϋΐΰςàáâãäåèéêëìíîïòóôõöùúûüýÿçñ',
    'αεηιουωιυιυσaaaaaaeeeeiiiiooooouuuuyycn'
  )
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_greek_to_latin(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    replace(replace(replace(replace(replace(input, 'ου', 'ou'), 'θ', 'th'), 'χ', 'ch'), 'ψ', 'ps'), 'ξ', 'ks'),
    'αβγδεζηικλμνοπρστυφω',
    'avgdeziiklmnoprstyfo'
  )
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_key(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  s text := public.shop_greek_to_latin(public.shop_fold(input));
BEGIN
  s := regexp_replace(s, '[^a-z0-9]+', ' ', 'g');
  -- 8 and 3 stand for θ and ξ only next to letters; elsewhere they are numbers.
  s := regexp_replace(s, '(?<=[a-z])8|8(?=[a-z])', 'th', 'g');
  s := regexp_replace(s, '(?<=[a-z])3|3(?=[a-z])', 'ks', 'g');
  -- Upper-case letters mark finished phonemes so later rules leave them alone.
  s := replace(s, 'th', 'Q');
  s := replace(s, 'ch', 'X');
  s := replace(s, 'ph', 'F');
  s := replace(s, 'ks', 'X');
  s := replace(s, 'x', 'X');
  -- A lone h is χ before a vowel (and in hr-, hl- at a word start), else η.
  s := regexp_replace(s, 'h(?=[aeiouyw])', 'X', 'g');
  s := regexp_replace(s, '(^| )h(?=[rl])', '\1X', 'g');
  s := replace(s, 'h', 'I');
  s := replace(s, 'ou', 'U');
  s := replace(s, 'ai', 'E');
  s := regexp_replace(s, '(ei|oi|yi|ui)', 'I', 'g');
  s := regexp_replace(s, 'a[uyfvF]', 'AV', 'g');
  s := regexp_replace(s, 'e[uyfvF]', 'EV', 'g');
  -- υ typed as u at a word start before a vowel (υα-, υο-) is the vowel ι, not ου.
  s := regexp_replace(s, '(^| )u(?=[aeo])', '\1I', 'g');
  s := regexp_replace(s, '(mp|b)', 'B', 'g');
  s := regexp_replace(s, '(nt|d)', 'D', 'g');
  s := regexp_replace(s, '(gg|gk|ng|g)', 'G', 'g');
  s := translate(s, 'wyckq', 'oikkk');
  s := lower(s);
  s := regexp_replace(s, '([a-z])\1+', '\1', 'g');
  RETURN btrim(regexp_replace(s, ' +', ' ', 'g'));
END
$$;
