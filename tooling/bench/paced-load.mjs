// An open-loop load at a steady rate: request i is sent at start + i / rate, whether or not earlier ones
// were answered, over a pool of keep-alive connections that grows while answers are late. autocannon's own
// rate is not this: each connection sends its quota for the second back to back when the second begins and
// then waits, so a server at a third of its capacity is saturated for the first part of every second, and
// its latencies say nothing about a server that is not.
import http from 'node:http';

/** How often the scheduler wakes to send what has fallen due (timers do not fire finer than a millisecond). */
const TICK_MS = 1;

/**
 * Sends `rate` requests a second for `seconds` to `http://127.0.0.1:port/restful`, each `makeRequest()`'s
 * { headers, body } POSTed; `onAnswer(status, headers)` sees each answer. A request's client latency counts
 * from when it was due, not from when a connection was free for it (no coordinated omission).
 */
export function pacedLoad({ port, rate, seconds, makeRequest, onAnswer }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = [];
  let sent = 0;
  let non2xx = 0;
  let errors = 0;
  const total = Math.round(rate * seconds);
  return new Promise((resolve) => {
    const finishIfDone = () => {
      if (sent < total || latencies.length + errors < total) return;
      agent.destroy();
      const wall = (performance.now() - started) / 1000;
      resolve({ requests: latencies.length, perSecond: latencies.length / wall, non2xx, errors, latencies });
    };
    const send = (dueAt) => {
      const { headers, body } = makeRequest();
      const request = http.request({ host: '127.0.0.1', port, path: '/restful', method: 'POST', agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - dueAt);
          if (response.statusCode < 200 || response.statusCode >= 300) non2xx += 1;
          onAnswer(response.statusCode, response.headers);
          finishIfDone();
        });
      });
      request.on('error', () => {
        errors += 1;
        finishIfDone();
      });
      request.end(body);
    };
    const started = performance.now();
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      while (sent < due) send(started + (sent++ * 1000) / rate);
      if (sent >= total) clearInterval(timer);
    }, TICK_MS);
  });
}
