/**
 * The least a route that reads the database costs on this machine, the floor under the lists bench's goals (issue 33):
 * node:http and a pg pool as the portal's (10 connections, pipelined) on the portal's own database, and nothing else (no
 * framework, session, validation, row-level security or access rules). Each request one statement, or a page and its
 * count; started by lib/load.ts (startBareRoute), the port printed on its first line.
 * - /select-1: `SELECT 1`;
 * - /first-page: a parish's first 12 registers in name order, the columns of the portal's list (one statement);
 * - /search?q=: the page and the count of the registers whose name holds `q`.
 */
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, pipeline: true });
const { rows: parish } = await pool.query(`SELECT paroquia_id FROM users WHERE username = 'secretaria'`);
const paroquia = parish[0].paroquia_id;
const COLUMNS = `id, name, phone, to_char(born_date, 'YYYY-MM-DD') AS born_date, civil_status, city, home_situation, status, photo`;
const MATCHING = `paroquia_id = $1 AND name_search LIKE '%' || search_fold($2) || '%'`;

const ROUTES = {
  '/select-1': async () => (await pool.query({ name: 'one', text: 'SELECT 1 AS one' })).rows,
  '/first-page': async () =>
    (await pool.query({ name: 'page', text: `SELECT ${COLUMNS} FROM registers WHERE paroquia_id = $1 ORDER BY name_search, id LIMIT 12`, values: [paroquia] }))
      .rows,
  '/search': async (q) => {
    const [page, counted] = await Promise.all([
      pool.query(`SELECT ${COLUMNS} FROM registers WHERE ${MATCHING} ORDER BY name_search, id LIMIT 12`, [paroquia, q]),
      pool.query(`SELECT count(*)::int AS total FROM registers WHERE ${MATCHING}`, [paroquia, q]),
    ]);
    return { data: page.rows, total: counted.rows[0].total };
  },
};

http
  .createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://bare');
    const route = ROUTES[url.pathname];
    if (!route) return res.writeHead(404).end();
    const body = JSON.stringify({ data: await route(url.searchParams.get('q') ?? '') });
    res.setHeader('content-type', 'application/json');
    res.end(body);
  })
  .listen(0, '127.0.0.1', function () {
    console.log(this.address().port);
  });
