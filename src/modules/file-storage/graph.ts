import { graphNode } from "../../core/entity/index.js";
import { files } from "./entities.js";

/** A file as every public widget shows it (an image's size and alt, its class): one node for every module's graph. */
export const fileNode = graphNode(files, {
  fields: ["variant", "className", "containerClassName", "file", "width", "height", "alt", "mimeType", "extension"],
});
