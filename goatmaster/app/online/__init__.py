"""Tables on other machines: the line to a table server, the model a remote table plays through, hosting."""
