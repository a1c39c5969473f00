-- Conversation summaries carry what a listing's picture is drawn from.
--
-- A listing without uploaded photos or a drawing of its own is shown on
-- cards and its page as its body type drawn in its colour. The conversation
-- list showed an empty tile for such listings because the summary carried
-- only the first photo and the drawing; it now carries the body type and
-- colour too, so the list shows the same picture as the listing's card.
-- Changing a function's result columns needs drop and create; the body and
-- the rights are as before.

drop function public.conversation_summaries();

create function public.conversation_summaries()
returns table (
  id uuid,
  vehicle_id uuid,
  vehicle_title text,
  vehicle_type text,
  vehicle_price integer,
  vehicle_status text,
  vehicle_photo text,
  vehicle_image_url text,
  vehicle_body_type text,
  vehicle_color text,
  role text,
  other_id uuid,
  other_name text,
  other_is_dealer boolean,
  created_at timestamptz,
  last_message_at timestamptz,
  last_message_body text,
  last_sender_id uuid,
  unread_count bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id,
         c.vehicle_id,
         v.title,
         v.type,
         v.price,
         v.status,
         v.images[1],
         v.image_url,
         v.body_type,
         v.color,
         case when c.buyer_id = me.id then 'buyer' else 'seller' end,
         other.id,
         public.public_display_name(other.first_name, other.last_name, other.is_dealer),
         other.is_dealer,
         c.created_at,
         c.last_message_at,
         c.last_message_body,
         c.last_sender_id,
         (select count(*)
            from public.messages m
           where m.conversation_id = c.id and m.sender_id <> me.id and m.read_at is null)
    from (select (select auth.uid()) as id) me
    join public.conversations c on me.id in (c.buyer_id, c.seller_id)
    join public.vehicles v on v.id = c.vehicle_id
    join public.profiles other on other.id = case when c.buyer_id = me.id then c.seller_id else c.buyer_id end
   order by coalesce(c.last_message_at, c.created_at) desc
$$;

comment on function public.conversation_summaries() is 'The caller''s conversations with listing, other party and unread count.';
revoke execute on function public.conversation_summaries() from public, anon;
grant execute on function public.conversation_summaries() to authenticated, service_role;
