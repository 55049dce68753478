// The bench's floor (decision 0074): a Worker that does nothing but answer, behind the site's own assets, so
// `npm run bench` can tell what the local runtime spends on any request that reaches a Worker from what the
// site's Worker spends on /robots.txt. Production bills a Worker's own CPU only; locally workerd's process
// CPU also counts the asset router and the hop into the Worker.
const ROBOTS = "User-agent: *\nAllow: /\n";

export default {
  fetch() {
    return new Response(ROBOTS, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
  },
};
