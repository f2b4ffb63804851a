// Seeded faults of the scan form listing (spec 2.2, 2.3, 4.4): fields, filters, pagination, cursors and
// totals a careless implementer gets wrong.

import type { FaultRecord } from './record.js';

export const scanFormsFaults = [
  {
    name: 'sf-reference-prefix-match',
    area: 'scan-forms',
    description: 'The reference filter uses startsWith, so `INV-2041` also returns `INV-20411`.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-case-insensitive',
    area: 'scan-forms',
    description: 'The reference filter compares case-insensitively, so `INV-2041` also returns `inv-2041`.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-ignored',
    area: 'scan-forms',
    description: 'The reference query parameter is read under the wrong name and never applied.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-start-exclusive',
    area: 'scan-forms',
    description: 'start_datetime keeps created_at > bound instead of >=, dropping the form exactly at the bound.',
    caughtBy: ['SF-START-INCLUSIVE'],
  },
  {
    name: 'sf-end-exclusive',
    area: 'scan-forms',
    description: 'end_datetime keeps created_at < bound instead of <=, dropping the form exactly at the bound.',
    caughtBy: ['SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-start-ignored',
    area: 'scan-forms',
    description: 'start_datetime is parsed and validated but never applied to the query.',
    caughtBy: ['SF-START-INCLUSIVE'],
  },
  {
    name: 'sf-end-ignored',
    area: 'scan-forms',
    description: 'end_datetime is parsed and validated but never applied to the query.',
    caughtBy: ['SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-end-compared-as-string',
    area: 'scan-forms',
    description:
      'end_datetime is compared with created_at as text, so equal instants written differently (offsets, fractions) compare wrong.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-offset-ignored',
    area: 'scan-forms',
    description: 'The timezone offset of a datetime bound is dropped and the wall time is read as UTC.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-offset-rejected',
    area: 'scan-forms',
    description: 'Datetime bounds with a numeric offset such as +02:00 are rejected with 400; only `Z` is accepted.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-bound-december-refused',
    area: 'scan-forms',
    description:
      "The bound's month is checked against JavaScript Date's months, 0 to 11: a datetime in December is refused with 400.",
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-bound-leap-century-refused',
    area: 'scan-forms',
    description:
      'The leap-year rule forgets the years divisible by 400: 29 February 2000 is refused with 400 as a day that does not exist.',
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-fraction-rejected',
    area: 'scan-forms',
    description: 'Datetime bounds with fractional seconds are rejected with 400.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-filter-uses-updated-at',
    area: 'scan-forms',
    description: 'The datetime filters compare updated_at instead of created_at.',
    caughtBy: ['SF-START-INCLUSIVE', 'SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-invalid-date-500',
    area: 'scan-forms',
    description: 'An unparseable datetime bound reaches `toISOString()` and throws, giving 500 instead of 400.',
    caughtBy: ['SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-cursor-wins-over-page',
    area: 'scan-forms',
    description: 'When page and a cursor are both given the cursor is applied, although page must take precedence.',
    caughtBy: ['SF-PAGE-PRECEDENCE'],
  },
  {
    name: 'sf-cursors-swapped',
    area: 'scan-forms',
    description: 'before_id and after_id are swapped: before_id returns newer forms and after_id older ones.',
    caughtBy: ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  },
  {
    name: 'sf-cursor-included',
    area: 'scan-forms',
    description: 'Cursor comparisons use <= and >=, so the cursor form itself is returned again.',
    caughtBy: ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  },
  {
    name: 'sf-cursors-ignored',
    area: 'scan-forms',
    description:
      'before_id and after_id are accepted but never applied, so every cursor request returns the first page.',
    caughtBy: ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  },
  {
    name: 'sf-cursor-compares-ids',
    area: 'scan-forms',
    description: 'Cursors compare ids as strings instead of creation order, which is wrong because ids are random.',
    caughtBy: ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  },
  {
    name: 'sf-unknown-cursor-500',
    area: 'scan-forms',
    description: 'An unknown cursor id dereferences a missing form and fails with 500.',
    caughtBy: ['SF-UNKNOWN-CURSOR'],
  },
  {
    name: 'sf-total-count-unfiltered',
    area: 'scan-forms',
    description: "total_count counts all of the account's forms, ignoring the reference and datetime filters.",
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-total-count-page-length',
    area: 'scan-forms',
    description: 'total_count is the number of forms on the returned page instead of all matching forms.',
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-has-more-always-false',
    area: 'scan-forms',
    description: 'has_more is hard-coded to false.',
    caughtBy: ['SF-HAS-MORE'],
  },
  {
    name: 'sf-has-more-true-on-last-page',
    area: 'scan-forms',
    description: 'has_more is true whenever the page is non-empty, including the last page.',
    caughtBy: ['SF-HAS-MORE'],
  },
  {
    name: 'sf-pages-overlap',
    area: 'scan-forms',
    description: 'The page offset is computed with (page-1)*(size-1), so consecutive pages share one form.',
    caughtBy: ['SF-PAGE-WALK'],
  },
  {
    name: 'sf-page-skips-form',
    area: 'scan-forms',
    description:
      'The page offset is computed with (page-1)*(size+1), so one form between consecutive pages is never returned.',
    caughtBy: ['SF-PAGE-WALK'],
  },
  {
    name: 'sf-negative-page-accepted',
    area: 'scan-forms',
    description: 'A negative page is accepted and the negative offset slices forms from the end of the list.',
    caughtBy: ['SF-PAGE-BEFORE-FIRST'],
  },
  {
    name: 'sf-page-abc-200',
    area: 'scan-forms',
    description: 'A non-numeric page falls back to page 1 with 200 instead of 400.',
    caughtBy: ['SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-summary-ignored',
    area: 'scan-forms',
    description: 'summary=true is ignored and full ScanForm objects are returned.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-summary-always',
    area: 'scan-forms',
    description: 'Summary elements are returned even without summary=true.',
    caughtBy: ['SF-SUMMARY-FULL'],
  },
  {
    name: 'sf-summary-false-as-true',
    area: 'scan-forms',
    description:
      'The presence of the summary parameter is tested instead of its value, so summary=false returns summaries.',
    caughtBy: ['SF-SUMMARY-FULL'],
  },
  {
    name: 'sf-summary-maybe-200',
    area: 'scan-forms',
    description: 'A summary value other than true/false (e.g. maybe) is treated as false with 200 instead of 400.',
    caughtBy: ['SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-sort-inconsistent',
    area: 'scan-forms',
    description: 'Pages after the first (and cursor pages) come back in the opposite order to the first page.',
    caughtBy: ['SF-SORT-CONSISTENT'],
  },
  {
    name: 'sf-leaks-other-account',
    area: 'scan-forms',
    description: "The scan form query forgot the account filter, so every account's forms are listed.",
    caughtBy: ['ISO-SF-OWN-FORMS'],
  },
  {
    name: 'sf-shared-reference-leaks',
    area: 'scan-forms',
    description:
      "A reference query searches all accounts, so a reference used by another account returns that account's form too.",
    caughtBy: ['ISO-SF-SHARED-REFERENCE'],
  },
  {
    name: 'sf-id-missing-prefix',
    area: 'scan-forms',
    description: 'Scan form ids are serialized as the bare hex without the `sf_` prefix.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-object-wrong',
    area: 'scan-forms',
    description: 'The object field says "scan_form" instead of the constant "ScanForm".',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-created-at-local-offset',
    area: 'scan-forms',
    description: 'created_at is written in server local time with a +02:00 offset instead of UTC.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-created-at-no-zone',
    area: 'scan-forms',
    description: 'created_at is written without any zone designator (no Z, no offset).',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-updated-at-missing',
    area: 'scan-forms',
    description: 'The serializer forgot updated_at on scan forms.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-num-shipments-string',
    area: 'scan-forms',
    description: 'num_shipments is serialized as a string of digits instead of an integer.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-tracking-codes-string',
    area: 'scan-forms',
    description: 'tracking_codes is serialized as one comma-joined string instead of an array.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-message-null',
    area: 'scan-forms',
    description: 'An empty message is serialized as null instead of the empty string.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-form-file-type-null',
    area: 'scan-forms',
    description: 'form_file_type is serialized as null.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-total-count-string',
    area: 'scan-forms',
    description: 'total_count is serialized as a string of digits instead of an integer.',
    caughtBy: ['SF-LIST-ENVELOPE'],
  },
  {
    name: 'sf-batch-id-wrong-prefix',
    area: 'scan-forms',
    description: 'batch_id is serialized with the prefix `bat_` instead of `batch_`.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-address-null',
    area: 'scan-forms',
    description: 'Forms whose status is not `created` are serialized with address null.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-address-id-wrong-prefix',
    area: 'scan-forms',
    description: 'Nested address ids are serialized with the prefix `addr_` instead of `adr_`.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-address-missing-verifications',
    area: 'scan-forms',
    description: 'The nested address is serialized without its verifications object.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-address-residential-string',
    area: 'scan-forms',
    description: 'address.residential is serialized as the string "true"/"false" instead of a boolean.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-address-latitude-string',
    area: 'scan-forms',
    description: 'verifications.delivery.details.latitude and longitude are serialized as strings instead of numbers.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-cursor-whole-seconds',
    area: 'scan-forms',
    description:
      "Cursors compare created_at in whole seconds (a Unix timestamp): the forms created in the cursor form's own second are left out of both sides.",
    caughtBy: ['SF-AFTER-ID'],
  },
  {
    name: 'sf-second-account-latitude-string',
    area: 'scan-forms',
    description:
      "The second account's addresses come from a text column: its forms' delivery latitude and longitude are strings, the first account's are numbers.",
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-second-account-created-at-local',
    area: 'scan-forms',
    description:
      "The second account's forms were imported with the server's zone: their created_at carries +02:00 instead of UTC, the first account's are in UTC.",
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-reference-latin1',
    area: 'scan-forms',
    description:
      'The query decoder reads percent-decoded bytes as Latin-1 (a servlet container default), so a reference filter holding a non-ASCII character matches no form.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-second-account-reference-latin1',
    area: 'scan-forms',
    description:
      "The second account's forms live on a shard whose query decoder reads bytes as Latin-1: its non-ASCII reference matches no form, while the first account's filters work.",
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-regex',
    area: 'scan-forms',
    description:
      'The reference filter interpolates the value into an anchored regular expression without quoting it, so `.` in the value matches any character and `*` repeats the one before.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-like-wildcards',
    area: 'scan-forms',
    description:
      'The reference filter is a SQL LIKE without escaping, so `_` and `%` in the value match any character or run of characters.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-accent-insensitive',
    area: 'scan-forms',
    description: 'The reference filter compares through unaccent(), so `RMA 5/u+1` also returns `RMA 5/ü+1`.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-trailing-space-ignored',
    area: 'scan-forms',
    description:
      'The reference filter ignores trailing spaces (a PAD SPACE collation), so `INV-2041 ` also returns `INV-2041`.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-null-literal',
    area: 'scan-forms',
    description: '`reference=null` is turned into SQL NULL, so it returns the forms that have no reference.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-empty-matches-null',
    area: 'scan-forms',
    description:
      'An empty `reference=` is coerced to None and filtered with IS NULL, so it returns exactly the forms without a reference.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-bound-fraction-truncated',
    area: 'scan-forms',
    description:
      'Datetime bounds are cut at the dot before parsing, so a fraction of a second is dropped and a start bound half a second after a form still keeps it.',
    caughtBy: ['SF-START-INCLUSIVE'],
  },
  {
    name: 'sf-negative-offset-sign-flipped',
    area: 'scan-forms',
    description: 'Bounds with a negative UTC offset (-05:00) are read as if the offset were positive.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-has-more-misses-last-one',
    area: 'scan-forms',
    description:
      'has_more is computed as offset + size < total - 1, so it is false when exactly one matching form is left after the page.',
    caughtBy: ['SF-HAS-MORE'],
  },
  {
    name: 'sf-has-more-full-page',
    area: 'scan-forms',
    description: 'has_more is "the page is full", so a last page that happens to be full says more forms exist.',
    caughtBy: ['SF-HAS-MORE'],
  },
  {
    name: 'sf-total-count-end-exclusive',
    area: 'scan-forms',
    description:
      'The COUNT query uses created_at < end_datetime while the list uses <=, so total_count misses a form exactly at the end bound.',
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-total-count-excludes-failed',
    area: 'scan-forms',
    description:
      'total_count comes from a query that keeps only status `created`, so failed forms are listed but not counted.',
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-summary-ignores-page',
    area: 'scan-forms',
    description: 'The summary code path never reads page, so summary=true with any page answers the first page.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-summary-drops-filters',
    area: 'scan-forms',
    description: 'The summary code path builds its own query without the reference and datetime filters.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-summary-cursor-reversed',
    area: 'scan-forms',
    description:
      'Under summary=true, after_id answers come back oldest first while every other answer is newest first.',
    caughtBy: ['SF-SORT-SAME-EVERYWHERE'],
  },
  {
    name: 'sf-summary-envelope-no-total',
    area: 'scan-forms',
    description: 'The summary serializer writes {scan_forms, has_more} and forgets total_count.',
    caughtBy: ['SF-LIST-ENVELOPE'],
  },
  {
    name: 'sf-summary-leaks-other-account',
    area: 'scan-forms',
    description: "The summary query forgot the account filter, so summary=true lists every account's forms.",
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-page-past-end-repeats-last',
    area: 'scan-forms',
    description:
      'A page number past the last page is clamped to the last page, so the last forms are listed again under every later number.',
    caughtBy: ['SF-PAGE-WALK'],
  },
  {
    name: 'sf-cursor-outside-filter-ignored',
    area: 'scan-forms',
    description:
      'The cursor form is looked up among the filtered forms only; when the filters exclude it, the cursor is silently dropped.',
    caughtBy: ['SF-BEFORE-ID'],
  },
  {
    name: 'sf-both-cursors-before-only',
    area: 'scan-forms',
    description: 'With both before_id and after_id, only before_id is applied.',
    caughtBy: ['SF-AFTER-ID'],
  },
  {
    name: 'sf-created-updated-swapped',
    area: 'scan-forms',
    description: 'The serializer writes updated_at into created_at and created_at into updated_at.',
    caughtBy: ['SF-START-INCLUSIVE', 'SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-address-time-zone-null',
    area: 'scan-forms',
    description: 'address.verifications.delivery.details.time_zone is null instead of a string.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-object-case-slip',
    area: 'scan-forms',
    description: 'The object field says "Scanform" instead of the constant "ScanForm".',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-id-prefix-uppercase',
    area: 'scan-forms',
    description: 'Scan form ids are written with the prefix `SF_` instead of `sf_`.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-filter-finer-than-created-at',
    area: 'scan-forms',
    description:
      "created_at is stored with microseconds but written to the second, and the filters compare the stored value, so end_datetime equal to a form's own created_at leaves it out.",
    caughtBy: ['SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-reference-count-leaks',
    area: 'scan-forms',
    description:
      'With a reference filter, total_count comes from a COUNT without the account filter, so a reference both accounts use is counted across accounts.',
    caughtBy: ['ISO-SF-SHARED-REFERENCE'],
  },
  {
    name: 'sf-parameterless-order-reversed',
    area: 'scan-forms',
    description:
      'Without page or cursor the handler sorts ascending and takes the newest forms, so the first answer lists the right forms oldest first while every page is newest first.',
    caughtBy: ['SF-SORT-SAME-EVERYWHERE'],
  },
  {
    name: 'sf-summary-ignores-cursors',
    area: 'scan-forms',
    description:
      'The summary code path never reads before_id or after_id, so summary=true with a cursor answers the first page.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-offset-minutes-ignored',
    area: 'scan-forms',
    description: 'The offset of a datetime bound is read for its hours only, so +05:30 is taken as +05:00.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-summary-strips-stored-forms',
    area: 'scan-forms',
    description:
      'The summary serializer deletes the heavy fields from the stored form record it was handed, so once a summary was listed, full listings of those forms lack address and form.',
    caughtBy: ['SF-SUMMARY-FULL'],
  },
  {
    name: 'sf-listing-text-plain',
    area: 'scan-forms',
    description:
      "The listing is serialised by hand and written with the framework's default `Content-Type: text/plain`, so clients that dispatch on the media type do not parse it as JSON.",
    caughtBy: ['SF-JSON-CONTENT-TYPE'],
  },
  {
    name: 'sf-summary-served-as-html',
    area: 'scan-forms',
    description:
      'The summary=true answers go through the view layer that renders pages, so they are JSON text labelled `Content-Type: text/html`; full listings are labelled right.',
    caughtBy: ['SF-JSON-CONTENT-TYPE'],
  },
  {
    name: 'sf-summary-counts-page',
    area: 'scan-forms',
    description: 'The summary serializer writes total_count as the number of summaries on the page.',
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-cursor-crosses-accounts',
    area: 'scan-forms',
    description:
      "A cursor is looked up across all accounts and the listing is taken from the account that owns the cursor form, so another account's id as a cursor lists that account's forms.",
    caughtBy: ['ISO-SF-OWN-FORMS'],
  },
  {
    name: 'sf-null-fields-omitted',
    area: 'scan-forms',
    description:
      'The JSON encoder drops keys whose value is null (Go omitempty, Jackson NON_NULL), so reference, confirmation and nullable address fields disappear.',
    caughtBy: ['SF-FORM-FIELDS', 'SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-cursor-first-page-only',
    area: 'scan-forms',
    description:
      'The cursor is looked up among the forms of the first page only, so a cursor on any later form is refused as unknown.',
    caughtBy: ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  },
  {
    name: 'sf-summary-repeats-one-form',
    area: 'scan-forms',
    description:
      'The summary loop appends the address of its reused loop variable (Go before 1.22), so every summary on a page is the last form listed, repeated.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-summary-ignored-with-reference',
    area: 'scan-forms',
    description:
      'A reference filter sends the listing down the lookup-by-reference path, which never reads summary, so summary=true with a reference returns full ScanForms.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-summary-heavier',
    area: 'scan-forms',
    description: 'The "summary" is the full form plus a shipments list, heavier than the ScanForm it summarizes.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-end-second-precision',
    area: 'scan-forms',
    description:
      "Forms keep microseconds but end_datetime is read to the second, so a bound equal to a form's created_at (.390156) leaves the form out; the fault seeds sub-second instants to show.",
    caughtBy: ['SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-page-validates-cursors',
    area: 'scan-forms',
    description:
      'A validation layer looks before_id and after_id up before the handler sees page, so page with an unknown or malformed cursor is refused with 400 although page makes cursors ignored.',
    caughtBy: ['SF-PAGE-PRECEDENCE'],
  },
  {
    name: 'sf-page-foreign-cursor-404',
    area: 'scan-forms',
    description:
      "An ownership check on before_id and after_id runs before page is read, so page with another account's form as cursor answers 404 although page makes cursors ignored.",
    caughtBy: ['SF-PAGE-PRECEDENCE'],
  },
  {
    name: 'sf-reference-unicode-normalized',
    area: 'scan-forms',
    description:
      'The reference filter compares NFC-normalized text (a normalizing collation), so a reference written with a decomposed accent also selects the forms of its composed twin; the account holds such a pair.',
    caughtBy: ['SF-REFERENCE-EXACT', 'SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-400-nested-error-body',
    area: 'scan-forms',
    description:
      'Scan form 400s carry a nested body `{"error":{"code":400,"message":...}}` (the Google JSON style) instead of the error body of spec 7; orders 400s are right.',
    caughtBy: ['ERR-BODY-400', 'SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-400-repeated-parameter-text',
    area: 'scan-forms',
    description:
      "A query parameter given twice is refused by the router's own check with 400 and the text/plain body `400 Bad Request`.",
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'sf-400-page-drf-detail',
    area: 'scan-forms',
    description:
      'A page number that is negative or fractional is refused with Django REST Framework\'s body `{"detail":"Invalid page."}`.',
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'sf-400-unknown-cursor-message-array',
    area: 'scan-forms',
    description:
      'An unknown cursor is refused with 400 and `message` an array of strings, as a validation pipe writes it.',
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'sf-scan-forms-null-when-empty',
    area: 'scan-forms',
    description: 'An answer with no forms writes `scan_forms: null`, as Go writes a nil slice.',
    caughtBy: ['SF-LIST-ENVELOPE'],
  },
  {
    name: 'sf-delivery-errors-null',
    area: 'scan-forms',
    description: 'address.verifications.delivery.errors is null when there are none (a nil slice) instead of [].',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-smarty-warnings-null-when-empty',
    area: 'scan-forms',
    description: 'address.verifications.smarty.warnings is null when there are none instead of [].',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-updated-at-naive',
    area: 'scan-forms',
    description:
      'updated_at is written from a naive datetime, without Z or offset (Django with USE_TZ off); created_at is right.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-has-more-string',
    area: 'scan-forms',
    description: 'has_more is serialized as the string "true"/"false".',
    caughtBy: ['SF-LIST-ENVELOPE'],
  },
  {
    name: 'sf-total-count-null-when-zero',
    area: 'scan-forms',
    description: 'total_count is null when nothing matches (SUM over no rows is NULL).',
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-total-count-ignores-start',
    area: 'scan-forms',
    description: 'The COUNT query applies the reference and end_datetime filters but forgets start_datetime.',
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-has-more-unfiltered',
    area: 'scan-forms',
    description:
      "has_more is computed against the account's unfiltered forms, so a filtered last page says more exist.",
    caughtBy: ['SF-HAS-MORE'],
  },
  {
    name: 'sf-reference-or-start-filter',
    area: 'scan-forms',
    description:
      'With both reference and start_datetime given, the filters are joined with OR (a Django Q object built with `|`), so forms matching either one are listed.',
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-verify-comma-string',
    area: 'scan-forms',
    description:
      'address.verifications.verify is written as one comma-separated string ("delivery,smarty"), the way a CSV column is stored, instead of an array of strings.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-smarty-usps-eligible-string',
    area: 'scan-forms',
    description:
      'verifications.smarty.usps_eligible comes from a text column and is serialized as "Y"/"N" instead of a boolean.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-carrier-null-when-unassigned',
    area: 'scan-forms',
    description:
      'carrier is null for forms whose carrier account was deleted (a nullable foreign key), where 2.2 says string.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-form-url-omitted-until-generated',
    area: 'scan-forms',
    description:
      'form_url is left out of forms whose file is still being generated (status other than created), instead of being a string.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-reference-decoded-twice',
    area: 'scan-forms',
    description:
      'The reference filter is percent-decoded again after the query was parsed, so the literal value %49NV-1 selects the forms of INV-1.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-query-semicolon-separator',
    area: 'scan-forms',
    description:
      'The reference value is cut at its first ";" after decoding (read as a list of references), so reference=INV-1;7 filters by INV-1.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-comma-split',
    area: 'scan-forms',
    description:
      'Query values are read as comma-separated lists and the first piece is used, so reference=INV-1,7 filters by INV-1 and a reference holding a comma matches no form.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-cut-at-nul',
    area: 'scan-forms',
    description:
      'The reference value is copied as a C string after decoding, so reference=INV-1%007 filters by INV-1: everything after a NUL is lost.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-page-int32-wrap',
    area: 'scan-forms',
    description:
      'page is read into a 32-bit integer and clamped to at least 1, so page=2147483648 wraps negative and answers the first page with has_more true.',
    caughtBy: ['SF-PAGE-LIMITS'],
  },
  {
    name: 'sf-page-uint32-wrap',
    area: 'scan-forms',
    description:
      'page is parsed as a long and stored into an unsigned 32-bit integer, so page=4294967297 wraps to 1 and answers the first page.',
    caughtBy: ['SF-PAGE-LIMITS'],
  },
  {
    name: 'sf-page-int64-wrap',
    area: 'scan-forms',
    description:
      'page is read as a machine integer of 64 bits that wraps, clamped to at least 1: page=18446744073709551617 is page 1 and page=9223372036854775808 wraps negative to the first page.',
    caughtBy: ['SF-PAGE-LIMITS'],
  },
  {
    name: 'sf-page-fraction-window',
    area: 'scan-forms',
    description:
      'page is converted with Number() and checked only to be at least 1, so page=1.5 is an offset of half a page: the second half of page 1 and the first half of page 2, which no integer page lists.',
    caughtBy: ['SF-PAGE-LIMITS'],
  },
  {
    name: 'sf-page-noncanonical-first',
    area: 'scan-forms',
    description:
      'A page number written with leading zeros or a plus fails a strict integer pattern and silently falls back to the first page, so page=002 answers page 1.',
    caughtBy: ['SF-PAGE-LIMITS'],
  },
  {
    name: 'sf-bound-fraction-digits-as-millis',
    area: 'scan-forms',
    description:
      'The digits after the dot of a bound are read as a count of milliseconds without padding, so ".5" is 5 ms and ".12" is 12 ms; the fault seeds sub-second instants to show.',
    caughtBy: ['SF-BOUND-PRECISION'],
  },
  {
    name: 'sf-bound-millisecond-precision',
    area: 'scan-forms',
    description:
      'Bounds go through a JavaScript Date, so a fraction of four to six digits is cut to milliseconds while forms keep microseconds; the fault seeds sub-second instants to show.',
    caughtBy: ['SF-BOUND-PRECISION'],
  },
  {
    name: 'sf-bound-cut-to-stored-millis',
    area: 'scan-forms',
    description:
      'A JavaScript server keeps created_at in milliseconds and reads a bound into a Date too, cutting it: a start of …34.0001Z becomes …34.000Z and keeps the form of …34.000Z it excludes.',
    caughtBy: ['SF-BOUND-PRECISION'],
  },
  {
    name: 'sf-repeated-parameter-500',
    area: 'scan-forms',
    description:
      "A query parameter given twice reaches the handler as an array (Express's qs), and calling a string method on it throws: a 500.",
    caughtBy: ['ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'sf-page-trailing-letters-read',
    area: 'scan-forms',
    description:
      'The page number is read with parseInt and refused only when that gives NaN: `page=abc` is a 400, but `page=2abc` is read as page 2.',
    caughtBy: ['SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-query-invalid-utf8-500',
    area: 'scan-forms',
    description:
      "The framework checks the query's escapes for their syntax, then decodes their octets with a strict UTF-8 decoder whose error escapes the handler: a value escaped as octets that are no UTF-8 (%FF, %C3 alone, an overlong form) is a 500.",
    caughtBy: ['ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'sf-malformed-page-200-error-body',
    area: 'scan-forms',
    description:
      'A page that is not written as an integer gets the error body with statusCode 400 under HTTP 200: the controller returns the validation error as its result.',
    caughtBy: ['ERR-NO-ERROR-UNDER-2XX'],
  },
  {
    name: 'sf-bound-sub-microseconds-dropped',
    area: 'scan-forms',
    description:
      "Datetime bounds are parsed by a datetime type of microsecond precision: the 7th to 9th fraction digits are dropped, so a start bound a nanosecond after a form's created_at still keeps it.",
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-reference-none-literal',
    area: 'scan-forms',
    description:
      "The reference filter is compared with the form's reference as rendered by the ORM, where a missing one reads `None`: `reference=None` lists the forms without a reference.",
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-count-cached-by-reference',
    area: 'scan-forms',
    description:
      'total_count is cached per account and reference: once a reference was counted, the same reference with a datetime bound keeps the first count.',
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-page-zero-as-absent',
    area: 'scan-forms',
    description:
      '`if (page)` takes page=0 for no page: alone it is the first page, and beside a cursor the cursor window is answered although page is present.',
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-page-zero-422',
    area: 'scan-forms',
    description:
      'page=0 is refused with 422 "page numbers start at 1": an invalid parameter gets 400 (spec 7), and 0 is no other page.',
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-cursor-has-more-full-window',
    area: 'scan-forms',
    description:
      'With a cursor, has_more says whether the window is full: a cursor leaving exactly one window of forms says true, and the next window is empty.',
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-summary-ignored-with-cursor',
    area: 'scan-forms',
    description:
      'The cursor branch returns before the summary serializer is chosen: summary=true with before_id or after_id lists full ScanForms.',
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-zone-less-bound-500',
    area: 'scan-forms',
    description:
      'A datetime bound without a zone is read as a naive datetime and compared with aware instants: a TypeError, answered 500.',
    caughtBy: ['ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'sf-date-out-of-range-200',
    area: 'scan-forms',
    description:
      'A well-shaped datetime bound with a field out of range (month 13, day 32) reaches a ValueError handler that writes the 400 error body under status 200.',
    caughtBy: ['SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-leap-day-every-fourth-year',
    area: 'scan-forms',
    description:
      "The datetime bound's hand-written calendar check takes every fourth year for a leap year, so 2100-02-29 passes and is read as 1 March 2100.",
    caughtBy: ['SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-bound-leap-day-refused',
    area: 'scan-forms',
    description:
      'A datetime bound is checked against a days-in-month table without leap years: 29 February 2024, a valid instant, is refused with 400.',
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-bound-day-overflow-accepted',
    area: 'scan-forms',
    description:
      'A datetime bound goes through Date.UTC unchecked: 31 April is no instant, yet it is read as 1 May and answered 200.',
    caughtBy: ['SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-bound-lenient-date-parse',
    area: 'scan-forms',
    description:
      'Datetime bounds are validated with `isNaN(Date.parse(x))`: a slash-separated date, a bare number or a 30 February is read as some instant and answered 200.',
    caughtBy: ['SF-PARAM-TYPES-400'],
  },
] as const satisfies readonly FaultRecord[];
