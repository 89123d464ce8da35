import { linkReference } from "../core/entity/index.js";
import { agents } from "../modules/agent/entities.js";
import { profiles } from "../modules/social/entities.js";

// An agent answers as a social profile: agents.profileId is a foreign key to social's profiles
// (deleting the profile deletes its agent), declared here so agent's entities import no module.
linkReference(agents, "profileId", profiles);
