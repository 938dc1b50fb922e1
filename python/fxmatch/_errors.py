"""fxmatch.ParseError: a dump (or rules file) the engine cannot read.

Raised from the C++ library's Diagnostic (python/src/module.cpp translates
it), so the text is exactly what the CLI prints before exiting with code 2:

    path:line:col: error: message
    <the offending source line>
        ^
"""
from __future__ import annotations


class ParseError(ValueError):
    """Bad input: a dump, log or rules file that cannot be parsed.

    Attributes:
        file: the path (or the name given for text input, "<string>" by default).
        line: 1-based line of the error, 0 when it has none.
        col: 1-based column, 0 when it has none.
        message: the error message alone ("use of undefined node 'x'").
        source_line: the offending line of the input ("" when none).
        caret: the source line and a caret under the column ("" when none).

    ``str(err)`` is the full ``file:line:col: error: ...`` text with the caret.
    A subclass of ValueError.
    """

    def __init__(self, text: str, file: str = "", line: int = 0, col: int = 0, message: str = "",
                 source_line: str = "") -> None:
        super().__init__(text)
        self.text = text
        self.file = file
        self.line = line
        self.col = col
        self.message = message or text
        self.source_line = source_line

    @property
    def caret(self) -> str:
        """The source line plus a line with ``^`` under the column (the text after the first line)."""
        _, _, rest = self.text.partition("\n")
        return rest

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"ParseError(file={self.file!r}, line={self.line}, col={self.col}, message={self.message!r})"

    def __reduce__(self):  # picklable (multiprocessing)
        return (type(self), (self.text, self.file, self.line, self.col, self.message, self.source_line))
