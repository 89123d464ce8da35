// What other modules (the agent) may use of the social module's server side.
export { chatMessages } from "./chat-messages.js";
export { chatLiveOf } from "./live.js";
export { postMessage } from "./post-message.js";
