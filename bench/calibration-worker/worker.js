// The load run's calibration (decision 0059): a Worker that does nothing but spend CPU, so that
// `npm run load` can show what the local runtime itself does with 200 connections to one isolate at a
// given cost a request. `?n=` rounds of an integer loop; /spin answers at once, /spin-await yields to the
// event loop once halfway, as a page does when it reads its database.
const spin = (rounds) => {
  let x = 0;
  for (let i = 0; i < rounds; i++) x = (x * 31 + i) | 0;
  return x;
};

export default {
  async fetch(request) {
    const url = new URL(request.url);
    const rounds = Number(url.searchParams.get("n") ?? 0);
    if (url.pathname === "/spin") return new Response(String(spin(rounds)));
    if (url.pathname === "/spin-await") {
      const first = spin(rounds / 2);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return new Response(String(first + spin(rounds / 2)));
    }
    return new Response(url.pathname === "/" ? "The load run's calibration Worker" : "Not found", { status: url.pathname === "/" ? 200 : 404 });
  },
};
