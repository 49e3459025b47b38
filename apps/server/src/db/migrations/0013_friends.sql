-- placeholder: filled in by the feature that owns this migration
SELECT 1;
