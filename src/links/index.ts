// Relations that join two modules, declared outside both (as Medusa's module links are): a module
// knows only its own entities, and importing this file registers every link.
import "./blog.js";
import "./ecommerce.js";
import "./rbac.js";
import "./social.js";
import "./website-builder.js";
