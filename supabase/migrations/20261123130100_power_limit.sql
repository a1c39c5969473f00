-- The sell form caps power at 5,000 (kW or hp, whichever a seller types);
-- the table only refused negatives, so a direct REST insert could store a
-- number no form accepts. The limit now lives in the database too, and the
-- rules drift test compares it with the form's.

alter table public.vehicles
  add constraint vehicles_power_limit check (power <= 5000);
