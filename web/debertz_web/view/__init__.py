"""Pure views: state and public facts in, HTML strings out; one module per part of the screen.

Nothing here imports ``js``, reads the Match or mutates anything; ``page.page`` puts the parts
together for the browser module to mount.
"""
