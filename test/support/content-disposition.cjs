/**
 * Under Jest only: @fastify/static requires content-disposition, an ES module, which Jest's module
 * system cannot require. Its one use is reply.download(), which the application never calls.
 */
module.exports = {
  create() {
    throw new Error('reply.download() is not available under Jest');
  },
};
