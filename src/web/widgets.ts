// Every module's public widgets register their renderer when imported: each module folder with a
// widgets/index.tsx is found by Vite at build time, so no list of modules is kept here.
import.meta.glob("../modules/*/widgets/index.tsx", { eager: true });
export {};
