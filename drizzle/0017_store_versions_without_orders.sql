-- A store's orders were versioned with the store by mistake (ecommerce/stores-to-orders links an
-- order, people's activity, not content). Drop those links from the stores' stored versions:
-- they grew with every order, and comparing an old version with a new one would list them as removed.
UPDATE "core_versions" SET "owned" = "owned" - 'ecommerce/stores-to-orders'
WHERE "entity" = 'ecommerce/stores' AND "owned" ? 'ecommerce/stores-to-orders';
