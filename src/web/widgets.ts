// Every module's public widgets register their renderer when imported here.
import "../modules/billing/widgets/index";
import "../modules/blog/widgets/index";
import "../modules/church-calendar/widgets/index";
import "../modules/crm/widgets/index";
import "../modules/ecommerce/widgets/index";
import "../modules/file-storage/widgets/index";
import "../modules/rbac/widgets/index";
import "../modules/social/widgets/index";
import "../modules/website-builder/widgets/index";
export {};
