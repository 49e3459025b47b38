/**
 * The two reads of an in-browser verification that are not the app's JSON API: the proof's bytes
 * (from this server, anonymously) and the explorer's plain-text answers (from any explorer).
 */

async function okResponse(url: string): Promise<Response> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return response;
}

/** The `.ots` file's bytes. */
export async function fetchProofBytes(url: string): Promise<Uint8Array> {
  return new Uint8Array(await (await okResponse(url)).arrayBuffer());
}

/** A block explorer answer as text (a block hash, a header in hex). */
export async function fetchExplorerText(url: string): Promise<string> {
  return (await okResponse(url)).text();
}
