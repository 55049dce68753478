// The bench's floor (decisions 0074, 0085): a Worker that does nothing but answer, behind the site's own
// assets, so `npm run bench` can tell what the local runtime spends on any request that reaches a Worker
// from what the site's Worker spends on /robots.txt. Production bills a Worker's own CPU only; locally
// workerd's process CPU also counts the asset router and the hop into the Worker.
// `/d1` answers the same after one D1 batch of one statement (a row by its key), as a signed-in page's one
// batch: locally the D1 simulator runs in the Worker's own process and its CPU is counted with the
// Worker's; on Cloudflare the query runs in D1, not in the Worker.
const ROBOTS = "User-agent: *\nAllow: /\n";
const answer = () => new Response(ROBOTS, { headers: { "Content-Type": "text/plain; charset=utf-8" } });

let ready;

export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname !== "/d1") return answer();
    ready ??= env.DB.batch([
      env.DB.prepare("CREATE TABLE IF NOT EXISTS floor_rows (id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at INTEGER NOT NULL)"),
      env.DB.prepare("INSERT OR IGNORE INTO floor_rows (id, name, created_at) VALUES ('row-1', 'A row of the floor', 0)"),
    ]);
    await ready;
    const [{ results }] = await env.DB.batch([env.DB.prepare("SELECT id, name, created_at FROM floor_rows WHERE id = ?").bind("row-1")]);
    if (results.length !== 1) return new Response("the floor's row is missing", { status: 500 });
    return answer();
  },
};
