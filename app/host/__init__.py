"""Play from several computers (issue 28): the host of a table and the messages it exchanges with the
computers that join it. No Qt: a host runs inside the app and headless on a server."""
