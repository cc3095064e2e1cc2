"""Where a card is and which part of a turn is being played: the ints the state and its views share.

Kept apart from :mod:`.state` so that a seat's view (:mod:`.view`) reads them without
importing the state it redacts (the state makes views; a view never makes a state).
"""

# Phases of a turn (R9–R18), in order; CHANCE is the actor while the deck refills.
PLAY, TAKE, REFILL, DOG, CONSENT, OVER = range(6)
PHASE_NAMES = ("play", "take", "refill", "dog", "consent", "over")

# Where a card is: ``where[card]``.  HAND, DISPLAY and PASTURE are bases to
# which the seat or the cell is added, so one int says both.
BOX, OUT, DECK, UNSEEN = 0, 1, 2, 3     # UNSEEN: in a deck or a secret hand (views only)
HAND, DISPLAY, PASTURE = 8, 16, 64
