import pg from 'pg';
const c = new pg.Client('postgres://postgres:postgres@127.0.0.1:5432/postgres'); await c.connect();
const LONG = 'The car has a full service history, new brakes and two sets of tyres. '.repeat(40).slice(0, 2000);
const SHORT = 'Hi, is the car still available? Could I see it on Saturday morning?';
const L = '[a-z0-9._%+-]';
const BODY = '(?:(?:[+]|00)[1-9][0-9]{0,2}[ ]{0,2}(?:[(]0[)][ ]{0,2})?[1-9]|[(]?0[1-9])[0-9]{1,4}[)]?[ /-]{0,3}[0-9](?:[ -]?[0-9]){4,10}(?![0-9])';
const variants: Record<string,string> = {
  two: '(?<![0-9a-z+])(?<![0-9][ ./-])' + BODY,
  combined: '(?<![0-9a-z+]|[0-9][ ./-])' + BODY,
  one: '(?<![0-9a-z+])' + BODY,
  consume: '(?:^|[^0-9a-z+ ./-]|(?:^|[^0-9])[ ./-])' + BODY,
  one_noend: '(?<![0-9a-z+])' + BODY.replace('(?![0-9])',''),
  noend_consume_end: '(?<![0-9a-z+])' + BODY.replace('(?![0-9])','(?:[^0-9]|$)'),
  us_one: '(?<![0-9a-z+])[(]?[2-9][0-9]{2}[)]?[ .-]?[0-9]{3}[ .-][0-9]{4}(?![0-9])',
  us_consume: '(?:^|[^0-9a-z+ ./-]|(?:^|[^0-9])[ ./-])[(]?[2-9][0-9]{2}[)]?[ .-]?[0-9]{3}[ .-][0-9]{4}(?:[^0-9]|$)',
};
for (const [name, v] of Object.entries(variants)) {
  const out: string[] = [];
  for (const [tn, t] of [['long', LONG], ['short', SHORT], ['digits', '0'.repeat(2000)]] as const) {
    const times: number[] = [];
    for (let r = 0; r < 5; r++) {
      const t0 = performance.now();
      await c.query(`select count(*) from generate_series(1, 200) g where ($1::text || g::text) ~* $2`, [t, v]);
      times.push((performance.now() - t0) / 200);
    }
    out.push(`${tn}=${(Math.min(...times) * 1000).toFixed(0)}us`);
  }
  console.log(name.padEnd(20), out.join(' '));
}
await c.end();
