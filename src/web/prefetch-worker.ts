/**
 * Fetches the files the page sends it into the HTTP cache, where the page's later imports find them
 * (hashed bundles are immutable for a year). In a worker, so the page's main thread pays nothing for the
 * requests; it answers 'done' once every fetch has settled, then closes.
 */
self.onmessage = (event: MessageEvent<string[]>) => {
  const fetches = event.data.map((url) =>
    fetch(url, { priority: 'low' })
      // The body is read so the response completes and is cached; a failure only means no head start.
      .then((response) => response.arrayBuffer())
      .catch(() => undefined),
  );
  void Promise.all(fetches).then(() => {
    self.postMessage('done');
    self.close();
  });
};
