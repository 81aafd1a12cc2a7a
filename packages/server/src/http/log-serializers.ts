
/**
 * What a request log line may carry: method, path without query, ids, status.
 * Never headers (the API key), query strings or bodies (the user's text).
 */
export const logSerializers = {
  req(request: { id: string; method: string; url: string }) {
    return { id: request.id, method: request.method, path: request.url.split('?')[0] };
  },
  res(reply: { statusCode: number }) {
    return { statusCode: reply.statusCode };
  },
};
