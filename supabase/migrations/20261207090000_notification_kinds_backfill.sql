-- notification kinds, backfilled: notifications written before they had a
-- kind hold only their English title and content. Each kind's English text
-- is fixed, so it names the kind and holds the values its words need; rows
-- whose text matches no pattern keep kind null and show as stored.
-- Hand-written data migration (docs/database.md).

update public.notifications
   set kind = 'welcome'
 where kind is null and title = 'Welcome to Wheelhouse';

update public.notifications
   set kind = 'message',
       data = jsonb_build_object('sender', substring(title from '^New message from (.+)$'))
 where kind is null and type = 'message' and title ~ '^New message from .+$';

update public.notifications n
   set kind = 'price_drop',
       data = jsonb_build_object(
         'title', p.m[1],
         'price', regexp_replace(p.m[2], '\D', '', 'g')::integer,
         'old_price', regexp_replace(p.m[3], '\D', '', 'g')::integer
       )
  from (
    select id, regexp_match(content, '^(.+) is now €([0-9,.]+) \(was €([0-9,.]+)\)\.$') as m
      from public.notifications
     where kind is null and title = 'Price drop'
  ) p
 where n.id = p.id and p.m is not null;

update public.notifications n
   set kind = 'vehicle_sold', data = jsonb_build_object('title', p.m[1])
  from (
    select id, regexp_match(content, '^(.+) has been sold\.$') as m
      from public.notifications
     where kind is null and title = 'Vehicle sold'
  ) p
 where n.id = p.id and p.m is not null;

update public.notifications n
   set kind = 'back_on_sale',
       data = jsonb_build_object('title', p.m[1], 'price', regexp_replace(p.m[2], '\D', '', 'g')::integer)
  from (
    select id, regexp_match(content, '^(.+) is for sale again at €([0-9,.]+)\.$') as m
      from public.notifications
     where kind is null and title = 'Back on sale'
  ) p
 where n.id = p.id and p.m is not null;

update public.notifications n
   set kind = 'listing_paused', data = jsonb_build_object('title', p.m[1])
  from (
    select id,
           regexp_match(
             content,
             '^(.+) is hidden from buyers because it was not confirmed as available for 30 days\. Confirm it is still for sale to bring it back\.$'
           ) as m
      from public.notifications
     where kind is null and title = 'Listing paused'
  ) p
 where n.id = p.id and p.m is not null;

update public.notifications n
   set kind = 'availability_reminder', data = jsonb_build_object('title', p.m[1])
  from (
    select id,
           regexp_match(
             content,
             '^Confirm that (.+) is still for sale\. Unconfirmed listings are paused 30 days after their last confirmation\.$'
           ) as m
      from public.notifications
     where kind is null and title = 'Is your listing still available?'
  ) p
 where n.id = p.id and p.m is not null;

update public.notifications n
   set kind = 'saved_search',
       data = jsonb_build_object(
         'matches', t.m[1]::integer,
         'search', t.m[2],
         'title', c.m[1],
         'price', regexp_replace(c.m[2], '\D', '', 'g')::integer
       )
  from (
    select id,
           regexp_match(title, '^(\d+) new (?:vehicle matches|vehicles match) “(.*)”$') as m
      from public.notifications
     where kind is null and type = 'vehicle'
  ) t
  join (
    select id, regexp_match(content, '^Newest: (.+), €([0-9,.]+)\.$') as m
      from public.notifications
     where kind is null and type = 'vehicle'
  ) c on c.id = t.id
 where n.id = t.id and t.m is not null and c.m is not null;
