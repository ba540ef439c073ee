/**
 * The header's suggestions as one types (issue 45, decision 067; budget: 100 ms of server time): every text a
 * shopper passes through typing the demo catalog's product names, Hinglish and Hindi words and some typos, each
 * asked once (so none is answered from the cache), one at a time on the loopback (so a request's time is the
 * server's, plus well under a millisecond of loopback).
 */
const WORDS = [
  'mombatti',
  'मोमबत्ती',
  'sapno ka jaal',
  'lipan',
  'drem cacher',
  'epoxy',
  'scrunchy',
  'diya',
  'दीया',
];

export function typedTexts(names: readonly string[]): string[] {
  const texts = new Set<string>();
  for (const whole of [...names, ...WORDS]) {
    const chars = [...whole.toLowerCase()];
    for (let end = 2; end <= chars.length; end++) texts.add(chars.slice(0, end).join('').trim());
  }
  return [...texts].filter((text) => [...text].length >= 2);
}

export async function suggestionLines(base: string, names: readonly string[]): Promise<string[]> {
  const times: number[] = [];
  for (const text of typedTexts(names)) {
    const started = performance.now();
    const res = await fetch(`${base}/api/search/suggestions?q=${encodeURIComponent(text)}`);
    await res.arrayBuffer();
    if (res.ok) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN;
  const ms = (n: number) => n.toFixed(1);
  return [
    `Suggestions as one types (\`GET /api/search/suggestions\`, budget 100 ms of server time): ${times.length} texts typed`,
    `letter by letter, each asked once (uncached), one at a time on the loopback: median ${ms(at(50))} ms, p95 ${ms(at(95))} ms,`,
    `max ${ms(times.at(-1) ?? Number.NaN)} ms.`,
    '',
  ];
}
