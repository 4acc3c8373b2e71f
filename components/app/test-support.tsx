import { useState } from 'react';

/*
 * What the island tests share (components/app/LateIsland.test.tsx, components/app/DeferredIsland.test.tsx).
 */

/** An island: a counter button, whose server markup is `<button>Count {start}</button>`. */
export function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Count {count}
    </button>
  );
}

/** A promise and its resolve, to say when an island's code "arrives". */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
