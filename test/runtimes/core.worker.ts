// The core's answers as a Worker's response (workerd has no standard output to print them to).
import { coreAnswers } from './core.ts';

export default {
  async fetch(): Promise<Response> {
    return Response.json(await coreAnswers());
  },
};
