// Every module's public widgets register their renderer when imported here.
export {};
