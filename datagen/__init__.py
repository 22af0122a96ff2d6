"""datagen."""
