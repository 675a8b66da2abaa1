-- Sign-up drafts saved before their schema was applied hold whatever the client sent, such as a
-- password or an Aadhaar number under keys of its own (owner.aadhar, pw.password). Keep only
-- the wizard's fields, each of its own shape, as VendorDraftDataSchema (packages/domain) does.
UPDATE vendor_drafts
SET data = (
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
  FROM jsonb_each(vendor_drafts.data)
  WHERE (
      key IN ('registrationType', 'name', 'email', 'phone', 'address', 'pan', 'gst',
              'elevatorStatement', 'ownername', 'ownermobile', 'ownerdob', 'owneremail')
      AND jsonb_typeof(value) = 'string'
    )
    OR (key = 'aadharMasked' AND (value #>> '{}') ~ '^XXXX XXXX [0-9]{4}$')
    OR (key = 'consent' AND jsonb_typeof(value) = 'boolean')
    OR (
      key IN ('serviceTypes', 'associatedCompanies')
      AND jsonb_typeof(value) = 'array'
      AND NOT jsonb_path_exists(value, '$[*] ? (@.type() != "string")')
    )
    OR (
      key = 'operationalArea'
      AND jsonb_typeof(value) = 'array'
      AND NOT jsonb_path_exists(value, '$[*] ? (@.type() != "object")')
      AND NOT jsonb_path_exists(value, '$[*].keyvalue() ? (@.key != "state" && @.key != "cities")')
      AND NOT jsonb_path_exists(value, '$[*] ? (@.state.type() != "string")')
      AND NOT jsonb_path_exists(value, '$[*] ? (@.cities.type() != "array")')
      AND NOT jsonb_path_exists(value, '$[*].cities[*] ? (@.type() != "string")')
    )
);
