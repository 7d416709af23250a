import { ApiError } from "./error-codes";
import { handleRequest } from "./handle-request";

// Paths of the API families that no route serves answer 404 in the error shape, not an HTML page.
const answerNotFound = handleRequest(async (request) => {
  throw new ApiError("NOT_FOUND", `No route for ${request.method} ${new URL(request.url).pathname}`);
});

export const unknownRoute = {
  GET: answerNotFound,
  POST: answerNotFound,
  PUT: answerNotFound,
  PATCH: answerNotFound,
  DELETE: answerNotFound,
  HEAD: answerNotFound,
  OPTIONS: answerNotFound,
};
